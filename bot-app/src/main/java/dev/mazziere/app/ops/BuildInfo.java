package dev.mazziere.app.ops;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version this build of the bot is, as Maven wrote it into {@code build.properties}:
 * one value for {@code --version}, {@code /health/live}, {@code mazziere_build_info} and
 * the image's labels (the release workflow checks the tag against it).
 */
public final class BuildInfo {

    private static final String VERSION = load();

    private BuildInfo() {
    }

    /** E.g. {@code 0.2.0}, or {@code 0.2.0-SNAPSHOT} for a development build. */
    public static String version() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = BuildInfo.class.getResourceAsStream("/dev/mazziere/app/build.properties")) {
            if (in == null) {
                throw new IllegalStateException("build.properties is missing: the jar was not built by Maven");
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
