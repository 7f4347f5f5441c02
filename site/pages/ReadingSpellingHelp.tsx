import { createElement, useEffect, useRef, useState } from 'react';
import { HeroArt } from '../components/HeroArt';
import { Band, Hero, SplitBand } from '../components/Band';
import { Claims } from '../components/Claims';
import { CtaBand } from '../components/CtaBand';
import { IconCards, type IconCard } from '../components/IconCards';
import { loadElement } from '../lib/elements';
import { trackCtaClick, trackLandingPageView } from '../lib/measurement';
import { Checklist } from '../components/Lists';

const benefits = [
  'One-to-one attention from a certified tutor',
  "Lessons built around your child's strengths",
  'Proven Orton-Gillingham methods',
  'Online sessions from home, at times that suit you',
  'Regular progress updates for parents',
  'Confidence that carries into the classroom',
];

const features: IconCard[] = [
  { icon: 'hand', title: 'Multi-sensory lessons', text: 'Your child sees, hears, says and writes every new sound and word.' },
  { icon: 'compass', title: 'A plan for your child', text: 'We start from an assessment and teach exactly what comes next.' },
  { icon: 'chart', title: 'Progress you can see', text: 'Clear updates show what your child has mastered.' },
  { icon: 'cap', title: 'Expert, caring tutors', text: 'Trained in Orton-Gillingham, with years of experience.' },
];

type LeadForm = { title: string; button: string; tag: `verse-${string}`; attributes: Record<string, string> };

/** The two simpler lead forms of the lead-capture issue, each in a modal dialog. */
const forms: Record<'consultation' | 'assessment', LeadForm> = {
  consultation: {
    title: 'Schedule My Free Consultation',
    button: 'Schedule Your Free Consultation',
    tag: 'verse-consultation-request',
    attributes: { heading: '' },
  },
  assessment: {
    title: "Get Your Child's Assessment",
    button: "Get Your Child's Assessment",
    tag: 'verse-intake-form',
    attributes: { variant: 'simple', heading: '' },
  },
};

type FormKey = keyof typeof forms;

function FormDialog({ which, open, onClose }: { which: FormKey; open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = forms[which];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      void loadElement(form.tag);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The form clears itself and shows its toast; the dialog closes once it is sent.
    const onSubmitted = () => onClose();
    element.addEventListener('submitted', onSubmitted);
    return () => element.removeEventListener('submitted', onSubmitted);
  }, []);

  return (
    // The look of the Start Here intake dialog (site-dialog, lead-capture.css); the title is ours.
    <dialog ref={dialog} className="site-dialog" aria-labelledby={`${which}-title`} onClose={onClose}>
      <div className="site-dialog-head">
        <h2 id={`${which}-title`}>{form.title}</h2>
        <button type="button" className="site-dialog-close" onClick={onClose} aria-label="Close">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {open && createElement(form.tag, form.attributes)}
    </dialog>
  );
}

function FormButtons({ onOpen }: { onOpen: (form: FormKey) => void }) {
  return (
    <div className="actions">
      {(['consultation', 'assessment'] as const).map((which, index) => (
        <button
          key={which}
          type="button"
          className={index === 0 ? 'button primary' : 'button'}
          aria-haspopup="dialog"
          onClick={() => {
            trackCtaClick(forms[which].button);
            onOpen(which);
          }}
        >
          {forms[which].button}
        </button>
      ))}
    </div>
  );
}

export function ReadingSpellingHelp() {
  const [openForm, setOpenForm] = useState<FormKey | null>(null);
  const close = () => setOpenForm(null);
  useEffect(() => trackLandingPageView('reading-spelling-help'), []);

  return (
    <>
      <Hero
        title="Help Your Child Excel in Reading & Spelling"
        lead={
          <>
            Is reading a struggle at your house? Our certified tutors help children with dyslexia and other learning
            differences become confident readers and spellers, one to one and online.
          </>
        }
        actions={<FormButtons onOpen={setOpenForm} />}
        art={<HeroArt />}
      />

      <SplitBand id="benefits" title="What your child gets" text="Everything is planned around one child: yours.">
        <Checklist items={benefits} />
      </SplitBand>

      <Band id="features" title="How we help" tone="tint">
        <IconCards items={features} across="four" />
      </Band>

      <Band id="results" title="Families see results">
        <Claims />
      </Band>

      <CtaBand
        heading="Start with a free conversation"
        text="Tell us about your child. We will call you and share a plan, with no obligation."
      >
        <FormButtons onOpen={setOpenForm} />
      </CtaBand>

      <FormDialog which="consultation" open={openForm === 'consultation'} onClose={close} />
      <FormDialog which="assessment" open={openForm === 'assessment'} onClose={close} />
    </>
  );
}
