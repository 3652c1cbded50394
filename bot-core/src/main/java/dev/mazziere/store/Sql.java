package dev.mazziere.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.mazziere.game.Json;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small JDBC helpers shared by the stores: parameters, row mapping, JSON columns. */
final class Sql {

    private static final TypeReference<LinkedHashMap<String, String>> STRING_MAP = new TypeReference<>() {
    };

    private Sql() {
    }

    /** Maps one row; the cursor is on it. */
    @FunctionalInterface
    interface Row<T> {
        T map(ResultSet rs) throws SQLException;
    }

    /** The transaction's statement for {@code sql}, bound to {@code params}. */
    static PreparedStatement prepare(Tx tx, String sql, Object... params) throws SQLException {
        PreparedStatement ps = tx.prepare(sql);
        bind(ps, params);
        return ps;
    }

    static void bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object p = params[i];
            switch (p) {
                case null -> ps.setNull(i + 1, java.sql.Types.VARCHAR);
                case String s -> ps.setString(i + 1, s);
                case Integer n -> ps.setInt(i + 1, n);
                case Long n -> ps.setLong(i + 1, n);
                case Double d -> ps.setDouble(i + 1, d);
                case Instant t -> ps.setLong(i + 1, t.toEpochMilli());
                default -> throw new IllegalArgumentException("cannot bind " + p.getClass());
            }
        }
    }

    /** {@code n} parameter marks for an {@code IN} list: "?, ?, ?". */
    static String marks(int n) {
        return String.join(", ", Collections.nCopies(n, "?"));
    }

    static int update(Tx tx, String sql, Object... params) throws SQLException {
        return prepare(tx, sql, params).executeUpdate();
    }

    static <T> List<T> list(Tx tx, String sql, Row<T> row, Object... params) throws SQLException {
        try (ResultSet rs = prepare(tx, sql, params).executeQuery()) {
            List<T> out = new ArrayList<>();
            while (rs.next()) {
                out.add(row.map(rs));
            }
            return out;
        }
    }

    /** The first row's mapping, or null when there is none. */
    static <T> T first(Tx tx, String sql, Row<T> row, Object... params) throws SQLException {
        try (ResultSet rs = prepare(tx, sql, params).executeQuery()) {
            return rs.next() ? row.map(rs) : null;
        }
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        long millis = rs.getLong(column);
        return rs.wasNull() ? null : Instant.ofEpochMilli(millis);
    }

    static String json(Map<String, String> map) {
        return Json.line(map);
    }

    static Map<String, String> stringMap(String json) {
        try {
            return Collections.unmodifiableMap(Json.mapper().readValue(json, STRING_MAP));
        } catch (JsonProcessingException e) {
            throw new StoreException("stored options are not a JSON object of strings: " + e.getOriginalMessage(), e);
        }
    }
}
