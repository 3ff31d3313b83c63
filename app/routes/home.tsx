// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "Home | Vidyanjali Schools" }];
}

export default function Home() {
  return (
    <main>
      <h1>Home</h1>
    </main>
  );
}
