package dev.mazziere.store;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Looks for a text in every column of every row of every table of a database (the
 * connection's schema), as its values read as text, ignoring case: what a {@code grep}
 * of the database would find.
 */
final class DatabaseGrep {

    private DatabaseGrep() {
    }

    /** Each hit as {@code table.column: value}. */
    static List<String> find(Connection c, String needle) throws SQLException {
        String lower = needle.toLowerCase(Locale.ROOT);
        List<String> hits = new ArrayList<>();
        for (String table : tables(c)) {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM " + table)) {
                ResultSetMetaData meta = rs.getMetaData();
                while (rs.next()) {
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        String value = rs.getString(i);
                        if (value != null && value.toLowerCase(Locale.ROOT).contains(lower)) {
                            hits.add(table + "." + meta.getColumnName(i) + ": " + value);
                        }
                    }
                }
            }
        }
        return hits;
    }

    /** Every table of the connection's schema. */
    static List<String> tables(Connection c) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        List<String> out = new ArrayList<>();
        try (ResultSet rs = meta.getTables(null, c.getSchema(), "%", new String[] {"TABLE"})) {
            while (rs.next()) {
                out.add(rs.getString("TABLE_NAME"));
            }
        }
        return out;
    }
}
