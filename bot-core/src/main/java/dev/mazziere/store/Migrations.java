package dev.mazziere.store;

import java.util.Arrays;
import java.util.Comparator;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationState;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings a database's schema up to date with Flyway. Migrations that are the same SQL on
 * both databases live in {@code db/migration/common}; the others have one file per
 * database, same version, in {@code db/migration/sqlite} and {@code db/migration/postgresql}.
 * A schema newer than these migrations (written by a newer release: a rollback, or an old
 * instance beside a new one) is refused: this code cannot know what the newer one changed.
 */
final class Migrations {

    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    private Migrations() {
    }

    /**
     * Applies the pending migrations; a schema already up to date is left alone.
     *
     * @throws StoreException when the schema is newer than this code knows, or a migration fails
     */
    static void apply(DataSource dataSource, String databaseFolder) {
        Flyway flyway = flyway(dataSource, databaseFolder);
        refuseNewer(flyway);
        try {
            MigrateResult result = flyway.migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("Store schema migrated to version {} ({} migrations)", result.targetSchemaVersion,
                        result.migrationsExecuted);
            }
        } catch (RuntimeException e) {
            // Flyway's message is a banner of many lines: keep the cause that explains it.
            throw new StoreException("cannot migrate the store's schema: " + Reasons.of(e), e);
        }
    }

    /**
     * The schema version of the database, or "none" for an empty one.
     *
     * @throws StoreException when the schema is newer than this code knows
     */
    static String check(DataSource dataSource, String databaseFolder) {
        Flyway flyway = flyway(dataSource, databaseFolder);
        refuseNewer(flyway);
        MigrationInfo current = flyway.info().current();
        return current == null || current.getVersion() == null ? "none" : current.getVersion().getVersion();
    }

    private static Flyway flyway(DataSource dataSource, String databaseFolder) {
        return Flyway.configure(Migrations.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration/common", "classpath:db/migration/" + databaseFolder)
                .failOnMissingLocations(true)
                .load();
    }

    /** A schema a newer release wrote stops the start here, with one line (Flyway would only warn). */
    private static void refuseNewer(Flyway flyway) {
        MigrationInfo[] all;
        try {
            all = flyway.info().all();
        } catch (RuntimeException e) {
            throw new StoreException("cannot read the store's schema version: " + Reasons.of(e), e);
        }
        MigrationVersion newest = Arrays.stream(all).filter(Migrations::future).map(MigrationInfo::getVersion)
                .max(Comparator.naturalOrder()).orElse(null);
        if (newest == null) {
            return;
        }
        String known = Arrays.stream(all).filter(i -> !future(i)).map(MigrationInfo::getVersion)
                .max(Comparator.naturalOrder()).map(MigrationVersion::getVersion).orElse("none");
        throw new StoreException("the database's schema is version " + newest.getVersion() + ", newer than this"
                + " release of Mazziere knows (" + known + "): a newer release upgraded it; run that release, or"
                + " restore the backup taken before the upgrade");
    }

    private static boolean future(MigrationInfo info) {
        return info.getState() == MigrationState.FUTURE_SUCCESS || info.getState() == MigrationState.FUTURE_FAILED;
    }
}
