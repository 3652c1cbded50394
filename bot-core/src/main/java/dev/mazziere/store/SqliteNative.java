package dev.mazziere.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;
import org.sqlite.util.OSInfo;

/**
 * Keeps sqlite-jdbc's native library in one fixed folder (beside the database) instead of
 * the copy the driver otherwise unpacks into the temporary folder at every start, and
 * leaves behind after a crash. The library is written once, and again only when the
 * driver's version changes; the driver is then told to load it from there.
 */
final class SqliteNative {

    /** sqlite-jdbc's own settings: where its native library is, and its file name. */
    static final String PATH_PROPERTY = "org.sqlite.lib.path";
    static final String NAME_PROPERTY = "org.sqlite.lib.name";

    private static final Logger LOG = LoggerFactory.getLogger(SqliteNative.class);
    private static final String PREFIX = "sqlite-";

    private SqliteNative() {
    }

    /**
     * Points the driver at the library in {@code folder}, unpacking it there first if needed.
     * Does nothing when the location was already chosen ({@value #PATH_PROPERTY} set, by an
     * operator or an earlier store). When the folder cannot be written, the driver keeps its
     * own behaviour and a line says why.
     */
    static synchronized void useFolder(Path folder) {
        if (System.getProperty(PATH_PROPERTY) != null) {
            return;
        }
        try {
            Optional<Path> library = unpack(folder);
            if (library.isPresent()) {
                System.setProperty(PATH_PROPERTY, library.get().getParent().toString());
                System.setProperty(NAME_PROPERTY, library.get().getFileName().toString());
            }
        } catch (IOException | RuntimeException e) {
            LOG.info("SQLite's native library is unpacked in the temporary folder: cannot write it in {} ({})", folder,
                    e.getMessage());
        }
    }

    /**
     * The library for this system in {@code folder}: written if missing or different, left as
     * it is otherwise; copies of other driver versions there are removed. Empty when the
     * driver has no bundled library for this system (it then looks for an installed one).
     */
    static Optional<Path> unpack(Path folder) throws IOException {
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
        byte[] bytes;
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            bytes = in.readAllBytes();
        }
        Files.createDirectories(folder);
        Path target = folder.resolve(fileName());
        if (!Files.isRegularFile(target) || Files.size(target) != bytes.length
                || !Arrays.equals(Files.readAllBytes(target), bytes)) {
            Path partial = Files.createTempFile(folder, PREFIX, ".partial");
            try {
                Files.write(partial, bytes);
                if (Files.getFileStore(partial).supportsFileAttributeView("posix")) {
                    // Readable by whoever runs the bot next (createTempFile made it owner-only).
                    Files.setPosixFilePermissions(partial, PosixFilePermissions.fromString("rw-r--r--"));
                }
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(partial);
            }
            LOG.info("SQLite's native library unpacked to {}", target);
        }
        removeOtherVersions(folder, target);
        return Optional.of(target.toAbsolutePath());
    }

    /** e.g. {@code sqlite-3.54.1.0-Linux-x86_64-libsqlitejdbc.so}: one file per driver version and system. */
    static String fileName() {
        return PREFIX + SQLiteJDBCLoader.getVersion() + "-" + OSInfo.getNativeLibFolderPathForCurrentOS().replace('/', '-')
                + "-" + LibraryLoaderUtil.getNativeLibName();
    }

    private static void removeOtherVersions(Path folder, Path keep) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder,
                PREFIX + "*-" + LibraryLoaderUtil.getNativeLibName())) {
            for (Path file : files) {
                if (!file.getFileName().equals(keep.getFileName())) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException e) {
            LOG.debug("old SQLite libraries in {} not removed: {}", folder, e.getMessage());
        }
    }
}
