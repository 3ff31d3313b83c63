// Valid payloads for each POST endpoint, with obviously fictional values.
import { issueCaptcha } from "#app/features/careers/captcha.server.ts";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { TEST_SECRET } from "./test-server.ts";

export const tomorrow = () => addDays(todayInIndia(), 1);

/**
 * The first day from `daysAhead` on that the schools' default calendar opens (issue 27:
 * no visits or tours on Sundays).
 */
export function openDay(daysAhead = 1): string {
  for (let offset = daysAhead; ; offset += 1) {
    const day = addDays(todayInIndia(), offset);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}

/** The first open day after `date` (openDay(n) and openDay(n + 1) are the same day when day n is a Sunday). */
export function openDayAfter(date: string): string {
  for (let day = addDays(date, 1); ; day = addDays(day, 1)) {
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}

/**
 * Places for tests that book without meaning to fill a slot: each call the next slot of
 * the next open days, so that no default capacity (3 families a slot, 5 tours a day) is
 * reached by a file's bookings.
 */
let placesGiven = 0;
export function nextPlace(): { date: string; slot: (typeof SLOTS)[number] } {
  const n = placesGiven++;
  // A day after day within the calendar's 60 days, then round again at the next slot.
  return { date: openDay(1 + (n % 50)), slot: SLOTS[Math.floor(n / 50) % SLOTS.length]! };
}
const SLOTS = ["9:00-10:00", "10:00-11:00", "11:00-12:00", "2:00-3:00", "3:00-4:00", "4:00-5:00"] as const;

/** A fresh careers captcha, answered: a question signed with the test servers' secret (each accepted once). */
export function answeredCaptcha(secret = TEST_SECRET): { captchaAnswer: string; captchaToken: string } {
  const { token, a, b } = issueCaptcha(secret);
  return { captchaAnswer: String(a + b), captchaToken: token };
}
export const yesterday = () => addDays(todayInIndia(), -1);

export const validPayloads = {
  "/api/book-tours": () => ({ school: "queens", peopleCount: "2", studentClass: "3rd", date: nextPlace().date }),
  "/api/enrollments": () => ({
    firstName: "Test",
    lastName: "Parent",
    email: "parent@example.com",
    phone: "+91 90000 00000",
    studentClass: "nursery",
  }),
  "/api/contact": () => ({
    firstName: "Test",
    lastName: "Parent",
    email: "parent@example.com",
    phone: "+91 90000 00000",
    school: "prism",
    message: "We would like to know about the bus routes.",
  }),
  "/api/admissions": () => ({
    studentName: "Test Student",
    parentName: "Test Parent",
    contactNumber: "9000000000",
    email: "parent@example.com",
    grade: "5th",
    message: "",
    schoolId: "3",
  }),
  "/api/careers": () => ({
    firstName: "Test",
    lastName: "Teacher",
    email: "teacher@example.com",
    phone: "9000000001",
    position: "teacher-math",
    experience: "2-5",
    expectedSalary: "35000",
    message: "I have taught mathematics for four years.",
    availableFrom: tomorrow(),
    resumeNote: "resume.pdf (0.20 MB)",
    ...answeredCaptcha(),
  }),
} as const;

/** A visit payload without its challenge fields (they need a live token). */
export const visitFields = (place = nextPlace()) => ({
  parentName: "Test Parent",
  email: "parent@example.com",
  phone: "9000000000",
  studentName: "Test Student",
  school: "viswa",
  studentAge: "5-6",
  gradeInterested: "1",
  preferredDate: place.date,
  preferredTime: place.slot,
  numberOfVisitors: "2",
  specificInterests: "Sports",
  questions: "",
});
