export function meta() {
  return [{ title: "Bare React Router" }];
}

export default function Home() {
  return <h1>Hello from a bare React Router app</h1>;
}
