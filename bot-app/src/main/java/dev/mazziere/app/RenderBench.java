package dev.mazziere.app;

import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.text.Lang;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
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
 * for each of {@code render}'s samples, with the machine's load average beside the
 * figures (timings on a busy machine mean little without it).
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Time drawing each sample picture to PNG bytes; print p50, p95 and the PNG size.")
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
            int size = 0;
            for (int i = 0; i < renders; i++) {
                long t0 = System.nanoTime();
                size = renderer.png(s.scene()).length;
                nanos[i] = System.nanoTime() - t0;
            }
            Arrays.sort(nanos);
            var image = renderer.image(s.scene());
            out.printf(Locale.ROOT, "%-26s %3dx%-4d %7.1f KB  p50 %5.1f ms  p95 %5.1f ms  max %5.1f ms%n",
                    s.fileName(), image.getWidth(), image.getHeight(), size / 1024.0,
                    BenchCommand.percentile(nanos, 50), BenchCommand.percentile(nanos, 95), nanos[renders - 1] / 1e6);
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
