import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";

/** Spec §9: particle lifetime 180 frames; radius 3 by default, 5 firefly_pulse, 6 valley_reflex, 8 valley_violation. */
export const PARTICLE_LIFETIME = 180;
const RADIUS: Record<string, number> = { firefly_pulse: 5, valley_reflex: 6, valley_violation: 8 };
export const particleRadius = (type: string): number => RADIUS[type] ?? 3;

const COLOR: Record<string, string> = {
  firefly_pulse: "#f5a524",
  lantern_illumination: "#facc15",
  relay_broadcast: "#c084fc",
  valley_violation: "#f87171",
  valley_reflex: "#38bdf8",
  throttle_change: "#34d399",
};
const DEFAULT_COLOR = "#7c9cff";

/** Where each core's particles drift: an angle around the centre of the plane. */
const CORE_ANGLE: Record<string, number> = { firefly: -90, lantern: -30, relay: 30, valley: 90, reflex: 150, pulse: 210 };

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  color: string;
  age: number;
}

export interface RitualCanvasHandle {
  spawn(type: string, core: string | null): void;
  clear(): void;
}

/**
 * The live particle plane. Each event spawns a particle that drifts out from the centre towards its
 * core and fades over 180 frames. With prefers-reduced-motion the particles stay still (no
 * animation loop); they are drawn where they appear and removed after their lifetime.
 */
export const RitualCanvas = forwardRef<RitualCanvasHandle, { label: string }>(function RitualCanvas({ label }, ref) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const particles = useRef<Particle[]>([]);
  const frame = useRef<number | null>(null);
  const reduced = useRef(false);
  const size = useRef({ width: 0, height: 0 });
  const timers = useRef(new Set<number>());

  const draw = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const { width, height } = size.current;
    ctx.clearRect(0, 0, width, height);
    for (const p of particles.current) {
      const alpha = reduced.current ? 1 : Math.max(0, 1 - p.age / PARTICLE_LIFETIME);
      ctx.globalAlpha = alpha;
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
      ctx.fillStyle = p.color;
      ctx.shadowColor = p.color;
      ctx.shadowBlur = p.radius * 2;
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    ctx.shadowBlur = 0;
  };

  const step = () => {
    frame.current = null;
    for (const p of particles.current) {
      p.age += 1;
      p.x += p.vx;
      p.y += p.vy;
      p.vx *= 0.99;
      p.vy *= 0.99;
    }
    particles.current = particles.current.filter((p) => p.age < PARTICLE_LIFETIME);
    draw();
    if (particles.current.length) frame.current = requestAnimationFrame(step);
  };

  useImperativeHandle(ref, () => ({
    spawn(type, core) {
      const { width, height } = size.current;
      if (!width || !height) return;
      const base = core && core in CORE_ANGLE ? CORE_ANGLE[core] : Math.random() * 360;
      const angle = ((base + (Math.random() - 0.5) * 40) * Math.PI) / 180;
      const speed = 0.8 + Math.random() * 1.6;
      const start = reduced.current ? 40 + Math.random() * (Math.min(width, height) / 2 - 50) : 6;
      const particle: Particle = {
        x: width / 2 + Math.cos(angle) * start,
        y: height / 2 + Math.sin(angle) * start,
        vx: reduced.current ? 0 : Math.cos(angle) * speed,
        vy: reduced.current ? 0 : Math.sin(angle) * speed,
        radius: particleRadius(type),
        color: COLOR[type] ?? DEFAULT_COLOR,
        age: 0,
      };
      particles.current.push(particle);
      // How many events the plane has drawn since it opened (read by tests/e2e/living-mesh.spec.ts).
      if (canvasRef.current) canvasRef.current.dataset.spawned = String(Number(canvasRef.current.dataset.spawned ?? 0) + 1);
      if (particles.current.length > 400) particles.current.splice(0, particles.current.length - 400);
      if (reduced.current) {
        // Still: drawn once, removed after its lifetime (180 frames at 60 fps).
        draw();
        const timer = window.setTimeout(() => {
          timers.current.delete(timer);
          particles.current = particles.current.filter((p) => p !== particle);
          draw();
        }, (PARTICLE_LIFETIME / 60) * 1000);
        timers.current.add(timer);
      } else if (frame.current === null) {
        frame.current = requestAnimationFrame(step);
      }
    },
    clear() {
      particles.current = [];
      draw();
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onMotion = () => {
      reduced.current = media.matches;
    };
    onMotion();
    media.addEventListener("change", onMotion);
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      size.current = { width: rect.width, height: rect.height };
      canvas.width = Math.round(rect.width * dpr);
      canvas.height = Math.round(rect.height * dpr);
      canvas.getContext("2d")?.setTransform(dpr, 0, 0, dpr, 0, 0);
      draw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const pending = timers.current;
    return () => {
      media.removeEventListener("change", onMotion);
      observer.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      for (const t of pending) window.clearTimeout(t);
    };
  }, []);

  return <canvas ref={canvasRef} role="img" aria-label={label} className="block h-72 w-full rounded-lg bg-[radial-gradient(circle_at_center,#1d2547_0%,#0b0d17_70%)] sm:h-96" />;
});
