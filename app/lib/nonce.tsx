// The per-request CSP nonce, given by the server to the scripts React Router renders.
// Only the server knows it; in the browser the value is "" (browsers hide nonces).
import { createContext, useContext } from "react";

export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
