import type { SyncMutation, SyncResult } from '@contract/sync.ts';

/**
 * The versions a device's own applied mutations produced in this push, per record. The device
 * bases every queued edit of a record on the version it last pulled, so its second edit (or
 * its delete after an edit) names a version its first edit already replaced: that mutation is
 * based on the latest version of the chain, not on a change by someone else.
 */
export class OwnVersions {
  private readonly chains = new Map<string, { bases: Set<number | null>; latest: number }>();

  private static key(mutation: SyncMutation) {
    return `${mutation.entity}:${mutation.recordId}`;
  }

  rebase(mutation: SyncMutation): SyncMutation {
    const chain = this.chains.get(OwnVersions.key(mutation));
    if (!chain?.bases.has(mutation.baseVersion)) return mutation;
    return { ...mutation, baseVersion: chain.latest };
  }

  /** Only an applied mutation extends the chain: after a conflict the record holds another device's change. */
  heard(mutation: SyncMutation, result: SyncResult) {
    if (result.status !== 'applied' || result.version === undefined) return;
    const key = OwnVersions.key(mutation);
    const chain = this.chains.get(key) ?? { bases: new Set<number | null>(), latest: result.version };
    chain.bases.add(mutation.baseVersion);
    chain.bases.add(result.version);
    chain.latest = result.version;
    this.chains.set(key, chain);
  }
}
