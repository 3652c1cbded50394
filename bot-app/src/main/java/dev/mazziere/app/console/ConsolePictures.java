package dev.mazziere.app.console;

import dev.mazziere.chat.Image;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The console's pictures as PNG files in one folder: the table's as the core names it
 * ({@code scopa-12-table.png}), a hand's with its player's name in ASCII
 * ({@code scopa-12-hand-anna.png}), each overwritten as its message changes and written
 * only when its picture did. The folder keeps at most {@value #KEPT} pictures: writing a
 * new file deletes the least recently written beyond that (those of tables long over, in
 * this run or an earlier one). Thread-safe.
 */
final class ConsolePictures {

    /** The pictures the folder keeps, the newest: those of the last few dozen tables. */
    static final int KEPT = 200;

    private final Path folder;
    private final int kept;
    /** The picture each file of this run holds now; as many entries as files, at most. */
    private final Map<Path, Image.Key> written = new ConcurrentHashMap<>();

    ConsolePictures(Path folder) {
        this(folder, KEPT);
    }

    /** With another bound, for tests. */
    ConsolePictures(Path folder, int kept) {
        this.folder = folder;
        this.kept = kept;
    }

    /**
     * Writes a message's picture, a private one under its player's name ({@code user}, null
     * in the group); returns its path, or why it could not be written. A file that holds
     * this picture already is left as it is.
     */
    String write(Image image, String user) {
        String name = image.fileName();
        if (user != null) {
            int dot = name.lastIndexOf('.');
            String safe = fileSafe(user);
            name = dot < 0 ? name + "-" + safe : name.substring(0, dot) + "-" + safe + name.substring(dot);
        }
        try {
            Path target = folder.resolve(name).toAbsolutePath();
            if (!image.key().equals(written.get(target))) {
                Files.createDirectories(folder);
                boolean fresh = !Files.exists(target);
                Files.write(target, image.png());
                written.put(target, image.key());
                if (fresh) {
                    prune();
                }
            }
            return target.toString();
        } catch (IOException | InvalidPathException e) {
            return name + " (" + e.getMessage() + ")";
        }
    }

    /** Deletes the least recently written pictures beyond {@link #kept}. */
    private synchronized void prune() throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.filter(f -> f.getFileName().toString().endsWith(".png"))
                    .sorted(Comparator.comparing(ConsolePictures::writtenAt).reversed()).toList();
        }
        for (Path old : files.subList(Math.min(kept, files.size()), files.size())) {
            Files.deleteIfExists(old);
            written.remove(old.toAbsolutePath());
        }
    }

    private static FileTime writtenAt(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0); // gone meanwhile: first to go
        }
    }

    /** How many files this run remembers the picture of, for tests. */
    int remembered() {
        return written.size();
    }

    /**
     * {@code name} in characters every file system takes whatever the platform's charset
     * (with {@code LANG} naming a locale that is not installed, Java's is ASCII): ASCII
     * letters, digits, '-' and '.' as they are, every other character as {@code _u} and
     * its code in hex ({@code ää}: {@code _u00e4_u00e4}), so distinct names stay distinct.
     */
    static String fileSafe(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        name.codePoints().forEach(c -> {
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '.')) {
                sb.append((char) c);
            } else {
                sb.append(c <= 0xFFFF ? String.format("_u%04x", c) : String.format("_U%06x", c));
            }
        });
        return sb.toString();
    }
}
