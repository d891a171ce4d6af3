// Starts `rulewright lsp` for .rules files: from the setting
// rulewright.server.command, else the workspace's installed package, else the
// rulewright command on the PATH.
"use strict";
const path = require("node:path");
const fs = require("node:fs");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function serverCommand() {
  const configured = vscode.workspace.getConfiguration("rulewright").get("server.command") || [];
  if (configured.length > 0) return { command: configured[0], args: [...configured.slice(1)] };
  for (const folder of vscode.workspace.workspaceFolders || []) {
    const installed = path.join(folder.uri.fsPath, "node_modules", "rulewright", "bin", "rulewright.js");
    if (fs.existsSync(installed)) return { command: process.execPath, args: [installed, "lsp"], options: { env: { ...process.env, ELECTRON_RUN_AS_NODE: "1" } } };
  }
  return { command: "rulewright", args: ["lsp"] };
}

function activate(context) {
  const server = { ...serverCommand(), transport: TransportKind.stdio };
  client = new LanguageClient("rulewright", "Rulewright rules", server, { documentSelector: [{ scheme: "file", language: "rules" }] });
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
