import { data } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 - Page Not Found" }];
}

export default function NotFound() {
  return (
    <main>
      <h1>404 - Page Not Found</h1>
      <a href="/">Back to Home</a> <a href="/schedule-visit">Schedule a Visit</a>
    </main>
  );
}
