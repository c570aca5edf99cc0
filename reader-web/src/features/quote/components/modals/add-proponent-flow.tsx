import { useState } from 'react';
import type { PersonDto } from '../../../../api/types';
import { ChooseProponentModal } from './choose-proponent-modal';
import { NewPersonModal } from './new-person-modal';
import { QuoteAddModal } from './quote-add-modal';

type Step =
  | { name: 'choose' }
  | { name: 'new-person'; initialName: string }
  | { name: 'quote'; person: PersonDto };

/** Add proponent: choose a person (or add a new one), then their quote on the argument. */
export function AddProponentFlow({ argID, onClose }: { argID: string; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  if (step.name === 'new-person') {
    return (
      <NewPersonModal
        initialName={step.initialName}
        onCreated={(person) => setStep({ name: 'quote', person })}
        onClose={onClose}
      />
    );
  }
  if (step.name === 'quote') {
    return (
      <QuoteAddModal
        argID={argID}
        person={step.person}
        onChangePerson={() => setStep({ name: 'choose' })}
        onClose={onClose}
      />
    );
  }
  return (
    <ChooseProponentModal
      onChoose={(person) => setStep({ name: 'quote', person })}
      onNewPerson={(initialName) => setStep({ name: 'new-person', initialName })}
      onClose={onClose}
    />
  );
}
