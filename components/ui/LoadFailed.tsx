import { Button, type ControlVariant } from "./Button";
import { FormMessage } from "./FormMessage";

export interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry(): void;
  /** A page that has nothing else to offer makes trying again its main action. */
  retryVariant?: ControlVariant;
}

/** What could not be loaded, announced at once, and the way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry, retryVariant = "secondary" }: LoadFailedProps) {
  return (
    <>
      <FormMessage error={message} />
      <Button variant={retryVariant} onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
}
