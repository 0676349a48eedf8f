/**
 * A placeholder at the size of content still loading, so nothing moves when it arrives (the
 * theme's shimmer, still under reduced motion). Hidden from assistive technology: the region it
 * sits in says it is busy (`aria-busy`) and one status text says what loads.
 */
import { skeleton } from "../theme/skeleton";

export const Skeleton = ({
  width = "100%",
  height,
  className,
}: {
  readonly width?: number | string;
  readonly height: number | string;
  readonly className?: string;
}) => (
  <span
    className={className === undefined ? skeleton : `${skeleton} ${className}`}
    aria-hidden="true"
    style={{ display: "block", width, height }}
  />
);
