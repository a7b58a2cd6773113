import { PageHeader } from '../../../../shared/page/page-header';
import { useAddNumberFlow } from '../hooks/use-add-number-flow';
import { CodeStep } from './code-step';
import { NumberAdded } from './number-added';
import { NumberStep } from './number-step';

/** /account/add-mobile-number: add a prepay number with a code texted to it (spec section 4). */
export function AddNumberPage() {
  const flow = useAddNumberFlow();
  let step;
  if (flow.added !== null) {
    step = <NumberAdded added={flow.added} onAddAnother={flow.startAgain} />;
  } else if (flow.sentCode !== null) {
    step = (
      <CodeStep
        sentCode={flow.sentCode}
        send={flow.send}
        verify={flow.verify}
        onChangeNumber={flow.changeNumber}
      />
    );
  } else {
    step = <NumberStep typedNumber={flow.typedNumber} send={flow.send} />;
  }
  return (
    <>
      <PageHeader routeKey="add-mobile-number" />
      {step}
    </>
  );
}
