package dev.mazziere.app;

import dev.mazziere.app.ops.Misconfigured;
import dev.mazziere.store.SqliteBackup;
import dev.mazziere.store.Stores;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code restore --from FILE}: puts a backup in place of the SQLite store of
 * {@code MAZZIERE_DB_URL}, with the bot stopped, keeping the database it replaces
 * ({@link SqliteBackup#restore}).
 */
@Command(name = "restore", mixinStandardHelpOptions = true,
        description = {"Put a backup in place of the SQLite database (MAZZIERE_DB_URL, default ./data/mazziere.db)."
                + " Stop the bot first; the database it replaces is kept beside it as <name>.replaced-<time>."
                + " For PostgreSQL use pg_restore."})
final class RestoreCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, paramLabel = "FILE", description = "The backup to restore.")
    Path from;

    @Override
    public Integer call() {
        Map<String, String> env = Main.environment(((Main) spec.parent().userObject()).env());
        Path database;
        try {
            database = SqliteBackup.file(env.get(Stores.URL_VARIABLE));
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage(), e);
        }
        SqliteBackup.Done done = SqliteBackup.restore(from, database);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("restored %s from %s: schema version %s, %d open tables%s%n", done.file(),
                from.toAbsolutePath().normalize(), done.schemaVersion(), done.openTables(),
                done.replaced() == null ? "" : "; the database it replaced is kept as " + done.replaced());
        out.flush();
        return 0;
    }
}
