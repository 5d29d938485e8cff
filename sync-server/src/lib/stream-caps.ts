/**
 * Caps on open live-update streams (issue 34, point 6): at most STREAMS_PER_SESSION per session
 * and STREAMS_PER_LEARNER per learner in this process. A new stream over a cap closes the oldest
 * of that session (or learner), so a device that reconnects never locks itself out, and one
 * session cannot pile up streams (each holds a socket) until others' requests fail.
 */
export interface StreamCaps {
  /** Registers a stream; `close` ends it when it is evicted. Answers the release to call when it ends anyway. */
  open(learnerId: number, session: string, close: () => void): () => void;
}

interface OpenStream {
  learnerId: number;
  session: string;
  close: () => void;
}

export function createStreamCaps(limits: { perSession: number; perLearner: number }): StreamCaps {
  const bySession = new Map<string, OpenStream[]>();
  const byLearner = new Map<number, OpenStream[]>();

  const remove = <K>(map: Map<K, OpenStream[]>, key: K, stream: OpenStream) => {
    const list = map.get(key)?.filter((other) => other !== stream) ?? [];
    if (list.length === 0) map.delete(key);
    else map.set(key, list);
  };
  const release = (stream: OpenStream) => {
    remove(bySession, stream.session, stream);
    remove(byLearner, stream.learnerId, stream);
  };
  /** Closes the oldest streams of `key` until it holds at most `cap` (release() replaces the list each time). */
  const evictPast = <K>(map: Map<K, OpenStream[]>, key: K, cap: number) => {
    for (let list = map.get(key); list && list.length > cap; list = map.get(key)) {
      const oldest = list[0] as OpenStream;
      release(oldest);
      oldest.close();
    }
  };

  return {
    open(learnerId, session, close) {
      const stream = { learnerId, session, close };
      bySession.set(session, [...(bySession.get(session) ?? []), stream]);
      byLearner.set(learnerId, [...(byLearner.get(learnerId) ?? []), stream]);
      evictPast(bySession, session, limits.perSession);
      evictPast(byLearner, learnerId, limits.perLearner);
      return () => release(stream);
    },
  };
}
