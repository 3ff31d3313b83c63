// Placeholder until the website issue builds this page.
export function meta() {
  return [{ title: "ScheduleVisit | Vidyanjali Schools" }];
}

export default function ScheduleVisit() {
  return (
    <main>
      <h1>ScheduleVisit</h1>
    </main>
  );
}
