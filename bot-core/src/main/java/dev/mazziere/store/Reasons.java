package dev.mazziere.store;

import java.io.IOException;
import java.net.UnknownHostException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.sql.SQLException;

/**
 * Says in a few words why a database or file operation failed, for the one line an
 * operator reads: the innermost cause that explains it, on one line, without a stack
 * trace or a library's banner of details.
 */
final class Reasons {

    private static final int MAX = 300;

    private Reasons() {
    }

    /** Why {@code error} happened, e.g. "permission denied", "unknown host db.example.org". */
    static String of(Throwable error) {
        Throwable best = error;
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException || t instanceof IOException) {
                best = t;
            }
        }
        return oneLine(describe(best));
    }

    private static String describe(Throwable t) {
        return switch (t) {
            case AccessDeniedException e -> "permission denied";
            case NoSuchFileException e -> "no such file or folder" + (e.getFile() != null ? " " + e.getFile() : "");
            case NotDirectoryException e -> "not a folder: " + e.getFile();
            case FileAlreadyExistsException e -> "a file is in the way: " + e.getFile();
            case FileSystemException e when e.getReason() != null -> e.getReason().toLowerCase(java.util.Locale.ROOT);
            case UnknownHostException e -> "unknown host " + e.getMessage();
            default -> t.getMessage() != null && !t.getMessage().isBlank() ? t.getMessage()
                    : t.getClass().getSimpleName();
        };
    }

    /** The first line, shortened. */
    static String oneLine(String text) {
        String line = text.strip();
        int end = line.indexOf('\n');
        if (end >= 0) {
            line = line.substring(0, end).strip();
        }
        return line.length() > MAX ? line.substring(0, MAX) + "…" : line;
    }
}
