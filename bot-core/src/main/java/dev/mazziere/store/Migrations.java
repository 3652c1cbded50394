package dev.mazziere.store;

import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Brings a database's schema up to date with Flyway. Migrations that are the same SQL on
 * both databases live in {@code db/migration/common}; the others have one file per
 * database, same version, in {@code db/migration/sqlite} and {@code db/migration/postgresql}.
 */
final class Migrations {

    private static final Logger LOG = LoggerFactory.getLogger(Migrations.class);

    private Migrations() {
    }

    /** Applies the pending migrations; a schema already up to date is left alone. */
    static void apply(DataSource dataSource, String databaseFolder) {
        try {
            MigrateResult result = Flyway.configure(Migrations.class.getClassLoader())
                    .dataSource(dataSource)
                    .locations("classpath:db/migration/common", "classpath:db/migration/" + databaseFolder)
                    .failOnMissingLocations(true)
                    .load()
                    .migrate();
            if (result.migrationsExecuted > 0) {
                LOG.info("Store schema migrated to version {} ({} migrations)", result.targetSchemaVersion,
                        result.migrationsExecuted);
            }
        } catch (RuntimeException e) {
            // Flyway's message is a banner of many lines: keep the cause that explains it.
            throw new StoreException("cannot migrate the store's schema: " + Reasons.of(e), e);
        }
    }
}
