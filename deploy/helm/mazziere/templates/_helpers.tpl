{{- define "mazziere.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "mazziere.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "mazziere.selector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "mazziere.checks" -}}
{{- if and (gt (int .Values.replicaCount) 1) (not .Values.database.postgresql.enabled) -}}
{{- fail "replicaCount above 1 needs database.postgresql.enabled: one SQLite file serves one bot" -}}
{{- end -}}
{{- if and (gt (int .Values.replicaCount) 1) .Values.secrets.telegram (not .Values.telegram.webhookUrl) -}}
{{- fail "replicaCount above 1 needs telegram.webhookUrl: two instances polling with one token take the updates from each other" -}}
{{- end -}}
{{- if and (gt (int .Values.replicaCount) 1) .Values.secrets.discord -}}
{{- fail "Discord runs in one instance per token: keep replicaCount 1, or run Discord in a release of its own" -}}
{{- end -}}
{{- if and .Values.database.postgresql.enabled (not .Values.database.postgresql.url) -}}
{{- fail "database.postgresql.enabled needs database.postgresql.url (jdbc:postgresql://host:5432/database)" -}}
{{- end -}}
{{- if and (or .Values.secrets.telegram .Values.secrets.discord) (not .Values.secrets.existingSecret) -}}
{{- fail "set secrets.existingSecret: the Secret holding the bot's token" -}}
{{- end -}}
{{- end -}}
