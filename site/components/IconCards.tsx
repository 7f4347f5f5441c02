import { Icon, type IconName } from './Icon';

export type IconCard = {
  icon: IconName;
  title: string;
  text: string;
  /** What it covers, ticked under the sentence. */
  checks?: readonly string[];
};

/** A row of cards, each an icon, a title and a sentence: how the pages list reasons, subjects and features. */
export function IconCards({ items, across }: { items: IconCard[]; across: 'three' | 'four' }) {
  return (
    <div className={`cards ${across}`}>
      {items.map((item) => (
        <article className="card" key={item.title}>
          <span className="card-icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.checks && (
            <ul className="checklist compact">
              {item.checks.map((check) => (
                <li key={check}>{check}</li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </div>
  );
}
