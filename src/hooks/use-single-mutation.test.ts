import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

// useSingleMutation (./use-single-mutation.ts) ignores a send while one runs by asking the mutation cache, which
// must know of a send the moment it starts, before any render: this holds it to that.
describe('the mutation cache behind useSingleMutation', () => {
  it('counts a send as running from the moment it starts, and not once it has settled', async () => {
    const client = new QueryClient();
    const mutationKey = ['single', 'a'];
    const observer = new MutationObserver(client, {
      mutationKey,
      mutationFn: () => new Promise<void>((resolve) => setTimeout(resolve, 20)),
    });
    const sent = observer.mutate();
    expect(client.isMutating({ mutationKey })).toBe(1);
    // Another dialog's sends are its own.
    expect(client.isMutating({ mutationKey: ['single', 'b'] })).toBe(0);
    await sent;
    expect(client.isMutating({ mutationKey })).toBe(0);
  });
});
