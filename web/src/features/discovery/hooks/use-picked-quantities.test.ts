import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  changePickedQuantity,
  clearPickedQuantities,
  pickedQuantity,
  usePickedQuantity,
} from "./use-picked-quantities.ts";

afterEach(() => clearPickedQuantities());

describe("picked quantities", () => {
  it("starts at 0, steps by 1 and never goes below 0", () => {
    expect(pickedQuantity(7)).toBe(0);
    expect(changePickedQuantity(7, 1)).toBe(1);
    expect(changePickedQuantity(7, 1)).toBe(2);
    expect(changePickedQuantity(7, -1)).toBe(1);
    expect(changePickedQuantity(7, -1)).toBe(0);
    expect(changePickedQuantity(7, -1)).toBe(0);
  });

  it("keeps each product apart and re-renders the hook's users", () => {
    const { result } = renderHook(() => usePickedQuantity(3));
    act(() => result.current.increment());
    act(() => result.current.increment());
    expect(result.current.quantity).toBe(2);
    expect(pickedQuantity(4)).toBe(0);
    act(() => result.current.decrement());
    expect(result.current.quantity).toBe(1);
  });
});
