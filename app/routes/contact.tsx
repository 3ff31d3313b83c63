import { redirect } from "react-router";

export function loader() {
  return redirect("/#contact");
}

export default function Contact() {
  return <p>Redirecting to Contact Section...</p>;
}
