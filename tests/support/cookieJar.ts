/**
 * A document whose cookie jar keeps name=value pairs and honours max-age=0 as browsers do (happy-dom
 * keeps a removed cookie with an empty value): the live cookies of src/effects/runtime/browser.ts
 * read and write it through `document.cookie`.
 */
export const fakeDocument = () => {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = "", ...attributes] = assignment.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      if (attributes.some((a) => a.trim() === "max-age=0")) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
  return { doc, jar, writes };
};
