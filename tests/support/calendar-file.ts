// An .ics file read back by an independent parser (ical.js, Mozilla's), as a calendar app
// would read it, for the tests of the invites (issue 17): each event's properties, its
// times as UTC instants, or its days for an all-day event.
import ICAL from "ical.js";

export interface ReadEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  status: string;
  allDay: boolean;
  /** ISO instant (…Z) for a timed event; YYYY-MM-DD for an all-day one. */
  start: string;
  end: string;
  /** Whether DTSTART/DTEND name a time zone (they should not: UTC instants). */
  tzid: string | null;
  /** SEQUENCE (0 when absent), and the organizer's and attendees' addresses (a booking's invitation, issue 27). */
  sequence: number;
  organizer: string;
  attendees: string[];
}

export function readCalendar(text: string): { method: string; prodId: string; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const when = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    prodId: String(calendar.getFirstPropertyValue("prodid")),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      const text = (name: string) => String(component.getFirstPropertyValue(name) ?? "");
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        url: text("url"),
        status: text("status"),
        allDay: event.startDate.isDate,
        start: when(event.startDate),
        end: when(event.endDate),
        tzid: component.getFirstProperty("dtstart")?.getParameter("tzid") as string | null ?? null,
        sequence: Number(component.getFirstPropertyValue("sequence") ?? 0),
        organizer: text("organizer"),
        attendees: component.getAllProperties("attendee").map((property) => String(property.getFirstValue())),
      };
    }),
  };
}

/** The file's physical lines as bytes (split at CRLF), to check folding at 75 octets. */
export function octetLines(text: string): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const lines: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf("\r\n"); at !== -1; at = bytes.indexOf("\r\n", from)) {
    lines.push(bytes.subarray(from, at));
    from = at + 2;
  }
  if (from < bytes.length) lines.push(bytes.subarray(from));
  return lines;
}
