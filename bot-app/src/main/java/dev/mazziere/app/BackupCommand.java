package dev.mazziere.app;

import dev.mazziere.app.ops.Misconfigured;
import dev.mazziere.store.SqliteBackup;
import dev.mazziere.store.Stores;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code backup --out FILE}: a consistent copy of the SQLite store of {@code MAZZIERE_DB_URL},
 * taken while the bot runs ({@link SqliteBackup}), and one line saying what it holds.
 */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = {"Copy the SQLite database (MAZZIERE_DB_URL, default ./data/mazziere.db) to a new file,"
                + " consistently, while the bot runs. For PostgreSQL use pg_dump."})
final class BackupCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The backup file to write (must not exist).")
    Path out;

    @Override
    public Integer call() {
        Map<String, String> env = Main.environment(((Main) spec.parent().userObject()).env());
        Path database;
        try {
            database = SqliteBackup.file(env.get(Stores.URL_VARIABLE));
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage(), e);
        }
        SqliteBackup.Done done = SqliteBackup.backup(database, out);
        spec.commandLine().getOut().printf("backed up %s to %s: %,d KB, schema version %s, %d open tables%n",
                database.toAbsolutePath().normalize(), done.file(), (done.bytes() + 1023) / 1024, done.schemaVersion(),
                done.openTables());
        spec.commandLine().getOut().flush();
        return 0;
    }
}
