/**
 * Bytes allocated while a function runs, from V8's own accounting: the heap
 * in use at the end, less at the start, plus what every garbage collection
 * in between freed (GCProfiler records each collection's heap before and
 * after). Allocation, not speed: the figure does not depend on the machine.
 */
import { GCProfiler, getHeapStatistics } from "node:v8";

interface GcEntry {
  beforeGC: { heapStatistics: { usedHeapSize: number } };
  afterGC: { heapStatistics: { usedHeapSize: number } };
}

export function allocatedBytes(run: () => void): number {
  const profiler = new GCProfiler();
  const start = getHeapStatistics().used_heap_size;
  profiler.start();
  run();
  const end = getHeapStatistics().used_heap_size;
  const report = profiler.stop() as unknown as { statistics: GcEntry[] } | undefined;
  const freed = (report?.statistics ?? []).reduce((n, gc) => n + Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize), 0);
  return Math.max(0, end - start + freed);
}
