import { notFound } from "next/navigation";

/** Any path no route claims renders the storefront's own 404 page, inside its layout and language. */
export default function UnknownPage(): never {
  notFound();
}
