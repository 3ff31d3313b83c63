// React Router hands over an action's answer while the page's data is still being read
// again (the loaders run after the action): a confirmation shown at once would stand
// beside the old data. This gives the answer once the page shows what it confirms.
import { useNavigation } from "react-router";

export function useSettledOutcome<T>(outcome: T | undefined): T | undefined {
  return useNavigation().state === "idle" ? outcome : undefined;
}
