//! From [`Settings`] to the runtime's configuration: the granted services
//! with their `[fs]`, `[bash]`, `[web]` tables, and the `[limits]` budgets.
//!
//! Every table is decoded by the runtime's own config type, which refuses
//! unknown keys; the message names the key and the valid ones, and the run
//! fails at start (exit code 2). Tables of services that are not granted are
//! still checked, so a typo never waits for the day the service is granted.

use std::path::Path;

use cordis_toolset::Limits;
use cordis_toolset::ToolsetConfig;
use cordis_toolset::builtin::Grants;
use cordis_toolset::services::{BashConfig, FsConfig, WebConfig};
use serde::de::DeserializeOwned;

use crate::config::{BuiltinService, ConfigError, Settings};

/// The toolset configuration `settings` ask for: granted services (their
/// settings checked, their roots existing) and the sandbox limits.
pub fn toolset_config(settings: &Settings) -> Result<ToolsetConfig, ConfigError> {
    let grants = grants(settings)?;
    let limits = limits(settings)?;
    ToolsetConfig::granted(&grants, limits).map_err(ConfigError::Service)
}

/// The operator's grants: each granted service with its table; `fs` and
/// `bash` are rooted at the workspace root unless their table says `root`,
/// and the operator's own paths ([`Settings::protected`]) are protected
/// from both.
pub fn grants(settings: &Settings) -> Result<Grants, ConfigError> {
    let tables = &settings.services;
    let mut fs: FsConfig = decode("fs", &tables.fs, Some(&settings.root))?;
    let mut bash: BashConfig = decode("bash", &tables.bash, Some(&settings.root))?;
    // Plugin files load as the operator's own, unasked, and the config file
    // grants services: model code may read them but never change them
    // (cordis_keep is the one way into the plugin directory).
    fs.protected.extend(settings.protected.iter().cloned());
    bash.protected.extend(settings.protected.iter().cloned());
    let web: WebConfig = decode("web", &tables.web, None)?;
    let granted = |grant: BuiltinService| settings.grants.contains(&grant);
    Ok(Grants {
        fs: granted(BuiltinService::Fs).then_some(fs),
        bash: granted(BuiltinService::Bash).then_some(bash),
        web: granted(BuiltinService::Web).then_some(web),
        timer: granted(BuiltinService::Timer),
    })
}

/// The most stack one thread of `cordis-cli` may set aside for script
/// calls ([`Limits::script_stack_size`]): address space, touched only as
/// deep as scripts go, but it has to exist.
pub const MAX_SCRIPT_STACK: usize = 4 << 30;

/// The sandbox budgets: the defaults, with `[limits]` keys replacing them.
/// Limits that allow scripts nested so deeply that a thread would need more
/// than [`MAX_SCRIPT_STACK`] are refused.
pub fn limits(settings: &Settings) -> Result<Limits, ConfigError> {
    let limits: Limits = decode("limits", &settings.limits, None)?;
    let needed = limits.script_stack_size();
    if needed > MAX_SCRIPT_STACK {
        return Err(ConfigError::Table {
            table: "limits",
            message: format!(
                "max_nested_calls = {}, max_call_levels = {}, max_function_expr_depth = {} and max_expr_depth = {} let scripts nest so deeply that a thread would need {} MiB of stack, more than the {} MiB cordis-cli sets aside; lower one of them",
                limits.max_nested_calls,
                limits.max_call_levels,
                limits.max_function_expr_depth,
                limits.max_expr_depth,
                needed >> 20,
                MAX_SCRIPT_STACK >> 20
            ),
        });
    }
    Ok(limits)
}

/// Decodes `[table]`; a `root` missing from it is `default_root`.
fn decode<T: DeserializeOwned>(
    table: &'static str,
    values: &toml::Table,
    default_root: Option<&Path>,
) -> Result<T, ConfigError> {
    let mut values = values.clone();
    if let Some(root) = default_root
        && !values.contains_key("root")
    {
        values.insert(
            "root".into(),
            toml::Value::String(root.to_string_lossy().into_owned()),
        );
    }
    toml::Value::Table(values)
        .try_into()
        .map_err(|error: toml::de::Error| ConfigError::Table {
            table,
            message: error.message().trim_end().to_owned(),
        })
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::config::ServiceTables;

    fn settings(grants: &[BuiltinService], config: &str) -> Settings {
        #[derive(serde::Deserialize, Default)]
        #[serde(default)]
        struct Tables {
            limits: toml::Table,
            fs: toml::Table,
            bash: toml::Table,
            web: toml::Table,
        }
        let tables: Tables = toml::from_str(config).unwrap();
        Settings {
            root: std::env::temp_dir(),
            grants: grants.iter().copied().collect(),
            plugins: None,
            approve: false,
            audit: None,
            protected: Vec::new(),
            limits: tables.limits,
            services: ServiceTables {
                fs: tables.fs,
                bash: tables.bash,
                web: tables.web,
            },
            http: None,
            worker_memory: crate::config::DEFAULT_WORKER_MEMORY,
        }
    }

    #[test]
    fn only_granted_services_run_rooted_at_the_workspace() {
        let grants = grants(&settings(&[BuiltinService::Fs, BuiltinService::Bash], "")).unwrap();
        assert_eq!(grants.fs.unwrap().root, std::env::temp_dir());
        assert_eq!(grants.bash.unwrap().root, std::env::temp_dir());
        assert!(grants.web.is_none());
        assert!(!grants.timer);
    }

    #[test]
    fn tables_set_the_services_and_a_root_of_their_own_wins() {
        let config =
            "[fs]\nroot = \"/\"\nmax_read_bytes = 10\n[web]\nallow_hosts = [\"example.com\"]\n";
        let grants = grants(&settings(&BuiltinService::ALL, config)).unwrap();
        let fs = grants.fs.unwrap();
        assert_eq!((fs.root, fs.max_read_bytes), (PathBuf::from("/"), 10));
        assert_eq!(grants.web.unwrap().allow_hosts, ["example.com"]);
        assert!(grants.timer);
    }

    /// A service the binary cannot provide would be granted and then be
    /// silently missing: every built-in service is compiled into the CLI,
    /// and granting each one provides it.
    #[test]
    fn the_cli_as_built_provides_every_built_in_service() {
        let root = tempfile::tempdir().unwrap();
        let mut all = settings(&BuiltinService::ALL, "");
        all.root = root.path().to_path_buf();
        let config = toolset_config(&all).unwrap();
        for service in BuiltinService::ALL {
            assert!(
                service.compiled_in(),
                "{service} is not compiled into the CLI"
            );
            assert!(
                config.service_names().contains(&service.name()),
                "{service} is granted but not provided: {:?}",
                config.service_names()
            );
        }
    }

    #[test]
    fn limits_replace_the_defaults_key_by_key() {
        let limits = limits(&settings(&[], "[limits]\ntimeout_ms = 250\n")).unwrap();
        assert_eq!(limits.timeout_ms, 250);
        assert_eq!(limits.max_operations, Limits::default().max_operations);
    }

    #[test]
    fn the_per_mount_limits_are_read_from_the_config() {
        let config =
            "[limits]\nmax_mount_bytes = 1000\nmax_mount_tools = 2\nmax_mount_listeners = 3\n";
        let limits = limits(&settings(&[], config)).unwrap();
        assert_eq!(
            (
                limits.max_mount_bytes,
                limits.max_mount_tools,
                limits.max_mount_listeners
            ),
            (1000, 2, 3)
        );
    }

    #[test]
    fn limits_that_need_too_much_stack_are_refused_naming_the_keys() {
        let deep = "[limits]\nmax_nested_calls = 64\nmax_call_levels = 1000\n";
        let error = limits(&settings(&[], deep)).unwrap_err().to_string();
        for key in [
            "[limits]",
            "max_nested_calls = 64",
            "max_call_levels = 1000",
            "lower one",
        ] {
            assert!(error.contains(key), "{key} missing in: {error}");
        }
        let raised = "[limits]\nmax_nested_calls = 16\nmax_call_levels = 64\n";
        assert!(limits(&settings(&[], raised)).is_ok());
    }

    #[test]
    fn an_unknown_key_names_the_table_the_key_and_the_valid_ones() {
        for (config, table, key, valid) in [
            (
                "[limits]\nmax_ops = 1\n",
                "[limits]",
                "max_ops",
                "max_operations",
            ),
            ("[bash]\ntimeout = 1\n", "[bash]", "timeout", "timeout_ms"),
            ("[web]\nhosts = []\n", "[web]", "hosts", "allow_hosts"),
        ] {
            let error = toolset_config(&settings(&[BuiltinService::Fs], config))
                .err()
                .unwrap()
                .to_string();
            for part in [table, key, valid] {
                assert!(error.contains(part), "{part} missing in: {error}");
            }
        }
    }

    #[test]
    fn a_missing_fs_root_fails_naming_the_table() {
        let config = "[fs]\nroot = \"/no/such/dir/cordis\"\n";
        let error = toolset_config(&settings(&[BuiltinService::Fs], config))
            .err()
            .unwrap()
            .to_string();
        assert!(error.contains("[fs]"), "{error}");
    }
}
