import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UploadPicture } from "./upload-picture";

describe("UploadPicture", () => {
  it("offers an upload's WebP copies first and its JPEG copies to every other browser", () => {
    const { container } = render(
      <UploadPicture src="/uploads/4/cover.jpg" alt="The studio" sizes="100vw" loading="lazy" />,
    );
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("type")).toBe("image/webp");
    expect(source?.getAttribute("srcset")).toBe(
      "/uploads/webp/320/4/cover.jpg 320w, /uploads/webp/640/4/cover.jpg 640w, /uploads/webp/960/4/cover.jpg 960w",
    );
    expect(source?.getAttribute("sizes")).toBe("100vw");
    const image = screen.getByRole("img", { name: "The studio" });
    expect(image.getAttribute("src")).toBe("/uploads/4/cover.jpg");
    expect(image.getAttribute("srcset")).toBe(
      "/uploads/w/320/4/cover.jpg 320w, /uploads/w/640/4/cover.jpg 640w, /uploads/w/960/4/cover.jpg 960w",
    );
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("shows an image from elsewhere as it is", () => {
    const { container } = render(
      <UploadPicture src="https://images.example/a.jpg" alt="A cake" sizes="50vw" />,
    );
    expect(container.querySelector("source")).toBeNull();
    const image = screen.getByRole("img", { name: "A cake" });
    expect(image.getAttribute("src")).toBe("https://images.example/a.jpg");
    expect(image.hasAttribute("srcset")).toBe(false);
  });
});
