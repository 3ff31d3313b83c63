// Answers of the JSON API.
export const api = {
  invalidInput: "Please check the highlighted fields.",
  /** 409: a visit's or tour's slot is full or its day closed (the answer's message says which). */
  bookingConflict: "That time can no longer be booked. Please choose another.",
  /** GET /api/availability without one of the schools' codes. */
  availabilitySchool: "Please choose a school: viswa, maa, santhi, lumbini, prism or queens.",
  /** GET /api/availability without kind=visit or kind=tour. */
  availabilityKind: "Please ask for visit or tour times (kind=visit or kind=tour).",
  malformedJson: "The request body is not valid JSON.",
  malformedForm: "The form did not arrive whole. Please send it again.",
  tooLarge: "The request is too large. Please shorten your message and try again.",
  unsupportedMediaType: "Please send the request as JSON (Content-Type: application/json).",
  notFound: "Not found",
  schoolNotFound: "School not found",
  methodNotAllowed: "Method not allowed",
  unavailable: "We could not reach our records just now. Please try again in a moment.",
  internal: "Something went wrong on our side. Please try again later.",
  challengeQuestion: "What is {a} + {b}?",
  challengeWrong: "The answer to the security question is incorrect. Please try the new question.",
  challengeExpired: "The security question has expired. Please try the new question.",
  challengeUsed: "This security question has already been used. Please try the new question.",
  challengeInvalid: "The security question could not be verified. Please try the new question.",
  crossSite: "Requests from other websites are not accepted.",
  tooManyRequests: "Too many requests from your connection. Please wait a minute and try again.",
};
