package dev.mazziere.app.ops;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Tells whether anybody can type to this process: not when its standard input is
 * {@code /dev/null} or closed, as in a container started detached ({@code docker run -d}),
 * a Kubernetes pod or a system service. A pipe or a file counts as input (a scripted
 * console session). Known on Linux; elsewhere input is assumed.
 */
public final class StandardInput {

    private static final Path FD = Path.of("/proc/self/fd");

    private StandardInput() {
    }

    /** True when standard input is {@code /dev/null} or closed. */
    public static boolean none() {
        if (!Files.isDirectory(FD)) {
            return false;
        }
        try {
            return Files.readSymbolicLink(FD.resolve("0")).toString().equals("/dev/null");
        } catch (NoSuchFileException closed) {
            return true;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
