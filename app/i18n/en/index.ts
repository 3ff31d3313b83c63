// English message catalogue: the source of every visible string. The Telugu catalogue
// must have exactly this shape. `{name}` marks a value filled in at run time.

export const en = {
  validation: {
    required: "This field is required",
    tooLong: "Please keep this to {max} characters or fewer",
    invalidDate: "Please enter a valid date",
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
    email: "Please enter a valid email address",
    phoneMin: "Phone number must be at least 10 digits",
    phoneMax: "Phone number is too long",
    phoneFormat: "Please enter a valid phone number",
    school: "Please select a school",
    studentClass: "Please select a class",
    peopleCount: "Please select number of people",
    date: "Please select a date",
    dateNotPast: "Please select a date from today onwards",
    message: "Please enter your message",
    studentName: "Please enter the student's name",
    guardianName: "Please enter the parent or guardian's name",
    grade: "Please select a grade",
    schoolId: "Please choose one of our schools",
    visitParentName: "Parent name must be at least 2 characters",
    visitStudentName: "Student name must be at least 2 characters",
    studentAge: "Please select student age",
    preferredDate: "Please select a preferred date",
    preferredTime: "Please select a preferred time",
    numberOfVisitors: "Please select number of visitors",
    mathChallenge: "Please solve the math challenge to verify you're human",
    mathChallengeToken: "Security verification not loaded. Please refresh the page.",
    position: "Please select a position",
    experience: "Please select your experience",
    availableFrom: "Please select the date you can join from",
    coverLetter: "Please write a short cover letter",
    captchaAnswer: "Please answer the math problem",
  },
  api: {
    invalidInput: "Please check the highlighted fields.",
    malformedJson: "The request body is not valid JSON.",
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
  },
};

/** The shape every catalogue must have: the same keys, each a string. */
export type Messages = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
