import type { CSSProperties } from "react";
import "./skeleton.css";

export interface SkeletonProps {
  shape?: "rect" | "text" | "circle";
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  className?: string;
}

/** A loading placeholder; hidden from assistive tech (announce loading with a label on the container). */
export function Skeleton({ shape = "rect", width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={["skeleton", `skeleton--${shape}`, className ?? ""].filter(Boolean).join(" ")}
      style={{ width, height }}
    />
  );
}
