// custom-elements.json (schema 1.0.0) from each element's meta.ts, checked against the attributes
// its element class really observes so the docs cannot drift from the code.
import { elements } from '../widgets/elements.ts';

export async function manifest() {
  const modules = [];
  for (const meta of elements) {
    const { attributeTypes } = (await import(`../widgets/${meta.folder}/meta.ts`)) as { attributeTypes: Record<string, string> };
    const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const real = Object.keys(attributeTypes).map(kebab).sort();
    const documented = meta.attributes.map((a) => a.name).sort();
    if (real.join() !== documented.join()) {
      throw new Error(`${meta.tag}: meta.ts documents [${documented}] but the element observes [${real}]`);
    }
    const modulePath = `widgets/${meta.folder}/define.ts`;
    modules.push({
      kind: 'javascript-module',
      path: modulePath,
      declarations: [
        {
          kind: 'class',
          name: meta.className,
          tagName: meta.tag,
          customElement: true,
          description: meta.summary,
          attributes: meta.attributes.map((a) => ({
            name: a.name,
            type: { text: a.type === 'json' ? 'object' : a.type },
            description: a.description,
            ...(a.default ? { default: a.default } : {}),
          })),
          events: meta.events.map((e) => ({
            name: e.name,
            type: { text: e.detail ? `CustomEvent<${e.detail}>` : 'CustomEvent' },
            description: e.description,
          })),
          cssParts: meta.parts ?? [],
          cssProperties: meta.cssProperties ?? [],
          members: (meta.methods ?? []).map((m) => ({ kind: 'method', name: m.name, description: m.description })),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: meta.tag, declaration: { name: meta.className, module: modulePath } }],
    });
  }
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}
