import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("about-preview", "routes/about-preview.tsx"),
  route("school/:id", "routes/school.tsx"),
  route("schedule-visit", "routes/schedule-visit.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("brochure", "routes/brochure.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
