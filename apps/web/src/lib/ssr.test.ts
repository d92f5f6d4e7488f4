import { describe, expect, it } from 'vitest';
import { serverStateTag, type ServerState } from './ssr';

describe('serverStateTag', () => {
  it('keeps user text from closing the element, and reads back the same', () => {
    const text = '</script><script>alert(1)</script><!--';
    const state: ServerState = {
      queries: { mutations: [], queries: [{ queryKey: ['room'], queryHash: '["room"]', dehydratedAt: 0, state: { data: text } as never }] },
      router: { loaderData: {} },
      signedIn: false,
    };
    const tag = serverStateTag(state);
    const body = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(state);
  });
});
