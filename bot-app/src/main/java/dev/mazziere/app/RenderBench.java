package dev.mazziere.app;

import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.text.Lang;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench render}: how long a picture takes, scene to PNG bytes, and how big it is,
 * for each of {@code render}'s samples: wall-clock time and the thread's CPU time (which a
 * busy machine inflates much less), with the machine's load average beside the figures.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Time drawing each sample picture to PNG bytes (wall and CPU p50, p95) and print its size.")
final class RenderBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--renders", defaultValue = "200",
            description = "Renders timed per picture, after as many warm-up ones (default ${DEFAULT-VALUE}).")
    int renders;

    @Override
    public Integer call() {
        if (renders < 1) {
            throw new ParameterException(spec.commandLine(), "--renders must be at least 1, not " + renders);
        }
        PrintWriter out = spec.commandLine().getOut();
        SceneRenderer renderer = new SceneRenderer();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        var samples = PictureSamples.all(Lang.EN);
        out.printf(Locale.ROOT, "render, %d renders per picture after %d warm-up, 1 thread, load average %s%n",
                renders, renders, load());
        for (PictureSamples.Sample s : samples) {
            for (int i = 0; i < renders; i++) {
                renderer.png(s.scene());
            }
        }
        for (PictureSamples.Sample s : samples) {
            long[] nanos = new long[renders];
            long[] cpu = new long[renders];
            int size = 0;
            for (int i = 0; i < renders; i++) {
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                size = renderer.png(s.scene()).length;
                nanos[i] = System.nanoTime() - t0;
                cpu[i] = threads.getCurrentThreadCpuTime() - c0;
            }
            Arrays.sort(nanos);
            Arrays.sort(cpu);
            var image = renderer.image(s.scene());
            out.printf(Locale.ROOT, "%-24s %3dx%-4d %5.1f KB  wall p50 %5.1f p95 %5.1f ms  cpu p50 %5.1f p95 %5.1f ms%n",
                    s.fileName(), image.getWidth(), image.getHeight(), size / 1024.0,
                    BenchCommand.percentile(nanos, 50), BenchCommand.percentile(nanos, 95),
                    BenchCommand.percentile(cpu, 50), BenchCommand.percentile(cpu, 95));
        }
        out.printf(Locale.ROOT, "load average %s (%d cores)%n", load(), Runtime.getRuntime().availableProcessors());
        out.flush();
        return 0;
    }

    /** The system's one-minute load average, or "n/a" where the platform does not tell it. */
    private static String load() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", load);
    }
}
