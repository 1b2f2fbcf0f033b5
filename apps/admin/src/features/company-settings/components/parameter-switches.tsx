import { ParameterSwitch } from './parameter-switch';

/**
 * The company parameter: record the technician's position at check-in and check-out (off
 * by default; the phone asks each technician's consent and states the purpose).
 */
export function AttendancePositions() {
  return (
    <ParameterSwitch
      name="localizacaoAtendimento"
      title="Posição no atendimento"
      label="Registrar a posição do técnico no início do atendimento (check-in) e no aceite do cliente (check-out), com a precisão, quando o técnico consentir no aplicativo"
    >
      A posição é lida só nesses dois momentos, nunca entre eles, e sai no relatório de atendimento.
    </ParameterSwitch>
  );
}

/** The company parameter: each technician's figures in the RGM the client receives (off by default). */
export function TechnicianFiguresToClient() {
  return (
    <ParameterSwitch
      name="desempenhoTecnicoAoCliente"
      title="Desempenho dos técnicos no RGM do cliente"
      label="Mostrar ao cliente, no PDF do RGM, as ordens, o tempo de execução, o SLA e os quilômetros de cada técnico"
    >
      Desligado, o RGM traz só os números do contrato; o painel continua mostrando cada técnico. Um
      RGM já liberado não muda.
    </ParameterSwitch>
  );
}
