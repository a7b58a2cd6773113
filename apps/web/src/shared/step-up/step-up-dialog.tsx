import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { apiRequest } from '../api';
import { PLEASE_TRY_AGAIN } from '../api/failure-message';
import { DialogFrame } from '../ui/dialog-frame';
import { Notice } from '../ui/notice';
import { z } from 'zod';
import { dismissStepUp, type StepUpRequest } from './step-up-request';

const authorizeSchema = z.object({ authorizeUrl: z.string().min(1) });

/** POST /session/reauthenticate: the provider's page, which brings the person back here. */
async function reauthenticateUrl(): Promise<string> {
  const { authorizeUrl } = await apiRequest({
    base: '',
    path: '/session/reauthenticate',
    method: 'POST',
    body: { destinationUrl: `${window.location.pathname}${window.location.search}` },
    schema: authorizeSchema,
  });
  return authorizeUrl;
}

/** Tells the person why a risky action needs them to sign in again, and sends them there. */
export default function StepUpDialog({ request }: { request: StepUpRequest }) {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <DialogFrame
      opened
      onClose={dismissStepUp}
      closable={!leaving}
      withCloseButton
      title="Please sign in again"
      notice={
        failed && (
          <Notice color="red" role="alert" title="Oops, something went wrong">
            {PLEASE_TRY_AGAIN}
          </Notice>
        )
      }
      buttons={
        <>
          <Button variant="default" onClick={dismissStepUp} disabled={leaving}>
            Not now
          </Button>
          <Button
            data-autofocus
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              setFailed(false);
              reauthenticateUrl().then(
                (url) => {
                  window.location.assign(url);
                },
                () => {
                  setLeaving(false);
                  setFailed(true);
                },
              );
            }}
          >
            Sign in again
          </Button>
        </>
      }
    >
      <Text mb="xs">
        For your security, please sign in again to {request.action}. It has been a while since you
        signed in, and this change needs a recent sign-in.
      </Text>
      <Text>
        {request.kept
          ? 'What you chose is kept: you come back to this page to finish.'
          : `What you typed is not kept, as it holds ${request.secret}: you come back to this page to enter it again.`}
      </Text>
    </DialogFrame>
  );
}
