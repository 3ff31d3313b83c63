import { data } from "react-router";
import { getSchool } from "#app/features/schools/schools.server.ts";
import type { Route } from "./+types/school";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const school = id === undefined ? undefined : await getSchool(context.db, id);
  return data({ school: school ?? null }, { status: school ? 200 : 404 });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded?.school ? `${loaded.school.name} | Vidyanjali Schools` : "School not found" }];
}

export default function School({ loaderData }: Route.ComponentProps) {
  return <main>{loaderData.school ? <h1>Welcome to {loaderData.school.name}</h1> : <h1>School not found</h1>}</main>;
}
