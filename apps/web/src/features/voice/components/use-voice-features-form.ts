import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceService } from '@portal/contracts';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { voiceFeaturesMutationOptions } from '../api/voice-queries';
import {
  featuresFormSchema,
  featuresRequestOf,
  formOf,
  type FeaturesForm,
} from './voice-features-model';

/**
 * The landline's features form and its save: once saved, the form starts again from what
 * the server stored, and `saved` says what now applies until the next change.
 */
export function useVoiceFeaturesForm(accountCode: string, landline: VoiceService) {
  const queryClient = useQueryClient();
  const save = useMutation(voiceFeaturesMutationOptions(queryClient, accountCode, landline.id));
  const [saved, setSaved] = useState<VoiceService | null>(null);
  const form = useForm<FeaturesForm>({
    mode: 'controlled',
    initialValues: formOf(landline),
    validate: schemaValidate(featuresFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      setSaved(null);
      save.reset();
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(featuresRequestOf(values), {
      onSuccess: (answer) => {
        const shown = formOf(answer);
        form.setInitialValues(shown);
        form.setValues(shown);
        setSaved(answer);
      },
    });
  });
  return { form, save, saved, submit };
}
