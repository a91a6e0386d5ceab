// Document title and robots tag of an admin screen (React 19 hoists both into <head>).
export function AdminPageMeta({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Admin`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
