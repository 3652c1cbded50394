package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("SQLite's native library beside the database")
final class SqliteNativeTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("is unpacked once: a second start finds it and writes nothing")
    void unpackedOnce() throws Exception {
        Path folder = dir.resolve("native");

        Path first = SqliteNative.unpack(folder).orElseThrow();
        Files.setLastModifiedTime(first, FileTime.fromMillis(1_000_000L));
        Object inode = Files.readAttributes(first, BasicFileAttributes.class).fileKey();
        Path second = SqliteNative.unpack(folder).orElseThrow();

        assertThat(second).isEqualTo(first);
        assertThat(first.getFileName().toString()).startsWith("sqlite-").contains(org.sqlite.SQLiteJDBCLoader.getVersion());
        assertThat(Files.size(first)).isGreaterThan(100_000);
        assertThat(Files.getLastModifiedTime(second).toMillis()).isEqualTo(1_000_000L);
        assertThat(Files.readAttributes(second, BasicFileAttributes.class).fileKey()).isEqualTo(inode);
        try (var files = Files.list(folder)) {
            assertThat(files).containsExactly(first);
        }
    }

    @Test
    @DisplayName("a damaged copy is replaced, and copies of other driver versions are removed")
    void damagedAndOldCopies() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("native"));
        Path expected = folder.resolve(SqliteNative.fileName());
        Files.writeString(expected, "half a library");
        Path old = Files.writeString(folder.resolve("sqlite-3.1.0.0-Linux-x86_64-libsqlitejdbc.so"), "old");
        Path unrelated = Files.writeString(folder.resolve("notes.txt"), "keep me");

        Path library = SqliteNative.unpack(folder).orElseThrow();

        assertThat(library).isEqualTo(expected.toAbsolutePath());
        assertThat(Files.size(library)).isGreaterThan(100_000);
        assertThat(old).doesNotExist();
        assertThat(unrelated).exists();
    }
}
