import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import { AppArea } from './AppArea';
import { OfficeLayout } from './officeRoute';
import { assumeRememberedAgent } from './rememberedAgent';

function RememberedAgentGate() {
  const queryClient = useQueryClient();
  // Before the guard's first render, which otherwise starts on a spinner.
  useState(() => assumeRememberedAgent(queryClient));
  return (
    <AppArea audience="agent">
      <OfficeLayout />
    </AppArea>
  );
}

/** The office's frame: the remembered agent stands in for the session, then the sign-in guard. */
export function AgentOfficeGate() {
  return (
    <QueryIsland>
      <RememberedAgentGate />
    </QueryIsland>
  );
}
