import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        solace: { DEFAULT: "#7c9cff", soft: "#1d2547" },
        manus: { DEFAULT: "#f5a524", soft: "#3a2a0c" },
        ignith: { DEFAULT: "#ff6b4a", soft: "#3d1810" },
        mesh: { bg: "#0b0d17", panel: "#131728", line: "#262b45", text: "#e6e8f2", muted: "#a3a9c7" },
      },
      fontFamily: {
        sans: ["Mesh Glyphs", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "sans-serif"],
        mono: ["Mesh Glyphs", "ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"],
      },
    },
  },
  plugins: [],
} satisfies Config;
